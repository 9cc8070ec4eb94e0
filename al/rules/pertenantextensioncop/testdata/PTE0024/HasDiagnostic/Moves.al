table 50100 "Old Setup"
{
    ObsoleteState = [=PendingMove=];
    ObsoleteReason = 'Moving to the new app';
    MovedTo = '00000000-0000-0000-0000-000000000001';

    fields
    {
        field(1; "Primary Key"; Code[10]) { }
    }
}

tableextension 50101 "Customer Ext" extends Customer
{
    fields
    {
        field(50100; "Old Field"; Integer)
        {
            ObsoleteState = [=Moved=];
            ObsoleteReason = 'Moved';
        }
    }
}
