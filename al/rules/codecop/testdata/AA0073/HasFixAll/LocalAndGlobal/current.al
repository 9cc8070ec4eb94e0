table 50114 "AA0073 Buffer 5"
{
    fields
    {
        field(1; "No."; Code[20]) { }
    }
}

codeunit 50114 "AA0073 Fix All"
{
    var
        [=Lines=]: Record "AA0073 Buffer 5" temporary;

    procedure Fill()
    var
        [="Line Copy"=]: Record "AA0073 Buffer 5" temporary;
    begin
        Lines.Insert();
        "Line Copy".Copy(Lines, true);
    end;
}
