table 50290 "Old Fields"
{
    ObsoleteState = Pending;
    ObsoleteReason = 'Replaced.';

    fields
    {
        field(1; "No."; Code[20]) { }
    }
}

tableextension 50291 "Customer Tips" extends Customer
{
    fields
    {
        modify(Name)
        {
            Caption = 'Customer Name';
        }
        field(50100; Nickname; Text[30])
        {
            ToolTip = 'Specifies a short name.';
        }
        field(50101; Legacy; Integer)
        {
            ObsoleteState = Pending;
            ObsoleteReason = 'Not used.';
        }
    }
}
