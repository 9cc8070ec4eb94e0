table 50110 "AA0073 Buffer"
{
    fields
    {
        field(1; "No."; Code[20]) { }
    }
}

codeunit 50110 "AA0073 Not Prefixed"
{
    var
        [=Buffer=]: Record "AA0073 Buffer" temporary;
        [="Line Buffer"=]: Record "AA0073 Buffer" temporary;

    procedure Fill()
    var
        [=Lines=]: array[2] of Record "AA0073 Buffer" temporary;
        [=CopyBuffer=], TempOther: Record "AA0073 Buffer" temporary;
    begin
        Buffer.Insert();
        "Line Buffer".Insert();
        Lines[1].Insert();
        CopyBuffer.Copy(TempOther, true);
    end;
}
