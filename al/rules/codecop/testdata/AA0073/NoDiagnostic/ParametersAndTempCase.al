codeunit 50157 "Temporary Names"
{
    var
        TEMPBuffer: Record "Name/Value Buffer" temporary;

    procedure Fill(var Buffer: Record "Name/Value Buffer" temporary; Lines: Record "Sales Line" temporary)
    var
        tempLines: Record "Sales Line" temporary;
        Customer: Record Customer;
    begin
        TEMPBuffer.Reset();
        tempLines.Reset();
        Customer.Reset();
    end;
}
