table 50134 [="AA0100 ""Quoted"" Table"=]
{
    fields
    {
        field(1; [="Ship-to ""Name"""=]; Text[100]) { }
        field(2; "No."; Code[20]) { }
    }
    keys
    {
        key([="Key ""1"""=]; "No.") { }
    }
}

page 50134 "AA0100 Page"
{
    SourceTable = "AA0100 ""Quoted"" Table";

    layout
    {
        area(Content)
        {
            field([="Rec.""No."""=]; Rec."No.") { }
            field("Ship-to Name"; Rec."Ship-to ""Name""") { }
        }
    }

    procedure [="Do ""It"""=](Param: Integer)
    var
        [="Local ""Var"""=]: Integer;
    begin
        "Local ""Var""" := Param;
    end;
}
