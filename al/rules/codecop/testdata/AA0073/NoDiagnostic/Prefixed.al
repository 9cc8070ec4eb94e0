table 50111 "AA0073 Buffer 2"
{
    fields
    {
        field(1; "No."; Code[20]) { }
    }
}

codeunit 50111 "AA0073 Prefixed"
{
    var
        TempBuffer: Record "AA0073 Buffer 2" temporary;
        tempLower: Record "AA0073 Buffer 2" temporary;
        Buffer: Record "AA0073 Buffer 2";
        BufferText: Text;

    // Parameters are not checked: the caller decides what is passed.
    procedure Fill(var Lines: Record "AA0073 Buffer 2" temporary)
    var
        "Temp Lines": Record "AA0073 Buffer 2" temporary;
    begin
        TempBuffer.Insert();
        tempLower.Insert();
        Buffer.Insert();
        Lines.Insert();
        "Temp Lines".Insert();
        BufferText := '';
    end;
}
