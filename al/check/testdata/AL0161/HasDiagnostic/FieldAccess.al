table 50510 "Own Ledger"
{
    fields
    {
        field(1; "Entry No."; Integer) { }
        field(2; Secret; Decimal) { Access = Local; }
        field(3; Shared; Decimal) { Access = Protected; }
    }
}

codeunit 50511 "Field Access Probe"
{
    procedure Read(var Entry: Record "Lib Entry"; var Ledger: Record "Own Ledger")
    var
        Note: Text;
        Total: Decimal;
    begin
        Note := Entry.[="Internal Note"=];
        Total := Entry.[="Local Total"=];
        Note := Entry.[="Protected Code"=];
        Total := Ledger.[=Secret=];
        Total := Ledger.[=shared=];
    end;
}
