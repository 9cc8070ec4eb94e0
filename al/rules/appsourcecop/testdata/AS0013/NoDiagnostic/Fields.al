tableextension 70000000 "ABC Customer" extends Customer
{
    fields
    {
        field(70000000; "ABC First"; Integer) { DataClassification = CustomerContent; }
        field(70000099; "ABC Last"; Integer) { DataClassification = CustomerContent; }
        field(50100; "ABC Old"; Integer)
        {
            DataClassification = CustomerContent;
            ObsoleteState = Removed;
            ObsoleteReason = 'Moved to the app range.';
            ObsoleteTag = '2.0';
        }
        modify(Name) { Caption = 'Name'; }
    }
}

table 70000001 "ABC Own Table"
{
    fields
    {
        // the app's own tables are AS0099's
        field(1; "No."; Code[20]) { DataClassification = CustomerContent; }
    }
}
