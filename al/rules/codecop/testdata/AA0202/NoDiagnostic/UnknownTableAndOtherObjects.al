page 50222 "Unknown Source"
{
    SourceTable = "Table Of Another App";

    procedure Calc()
    var
        Description: Text;
    begin
        // the source table's fields are not known here
        Description := '';
    end;
}

codeunit 50223 "Helper Procedures"
{
    procedure Post()
    begin
    end;
}

codeunit 50224 "Caller"
{
    procedure Run()
    var
        Post: Boolean;
    begin
        Post := true;
    end;
}
