table 50113 "AA0073 Buffer 4"
{
    fields
    {
        field(1; "No."; Code[20]) { }
    }
}

codeunit 50113 "AA0073 Fix"
{
    procedure Fill(): Integer
    var
        TempBuffer: Record "AA0073 Buffer 4" temporary;
    begin
        TempBuffer."No." := 'A';
        TempBuffer.Insert();
        exit(TempBuffer.Count());
    end;
}
