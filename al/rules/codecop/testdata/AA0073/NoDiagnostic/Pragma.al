table 50112 "AA0073 Buffer 3"
{
    fields
    {
        field(1; "No."; Code[20]) { }
    }
}

codeunit 50112 "AA0073 Pragma"
{
    var
#pragma warning disable AA0073
        Buffer: Record "AA0073 Buffer 3" temporary;
#pragma warning restore AA0073

    procedure Fill()
    begin
        Buffer.Insert();
    end;
}
