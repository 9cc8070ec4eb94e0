codeunit 50326 "LC0092 Switched Off"
{
    var
        counter: Integer;

    procedure lowercaseProceduresAreAllowed(param: Integer)
    var
        local: Integer;
    begin
    end;
}

table 50326 "LC0092 Broken Pattern"
{
    fields
    {
        field(1; "% Any Field"; Integer) { }
    }
}
