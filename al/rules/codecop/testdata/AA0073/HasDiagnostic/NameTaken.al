table 50115 "AA0073 Buffer 6"
{
    fields
    {
        field(1; "No."; Code[20]) { }
    }
}

codeunit 50115 "AA0073 Name Taken"
{
    var
        TempLines: Record "AA0073 Buffer 6" temporary;

    // The fix would give Lines the name of the global: no fix is offered.
    procedure Fill()
    var
        [=Lines=]: Record "AA0073 Buffer 6" temporary;
    begin
        Lines.Insert();
        TempLines.Insert();
    end;
}
