tableextension 50354 "Account Extension" extends "Base Ledger Account"
{
    fields
    {
        field(50100; "Entry Count"; Integer)
        {
            FieldClass = FlowField;
            CalcFormula = count("Base Ledger Entry" where("Account No." = field("No.")));
        }
    }

    procedure Refresh()
    begin
        Rec.CalcFields("Entry Count", Balance);
        CalcFields("entry count");
    end;
}
