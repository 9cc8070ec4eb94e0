pageextension 50337 "Format Changes" extends "Customer Card"
{
    layout
    {
        modify("Balance (LCY)")
        {
            AutoFormatType = 1;
        }
        addlast(General)
        {
            field(OldAmount; Rec."Credit Limit (LCY)")
            {
                ApplicationArea = All;
                AutoFormatType = 1;
                ObsoleteState = Pending;
                ObsoleteReason = 'Not shown.';
            }
        }
    }
}
