table 50234 "AA0234 Table"
{
    fields
    {
        field(1; [="No."=]; Code[20]) { }
        field(2; Name; Text[100])
        {
            ToolTip = 'Specifies the name.';
        }
    }
}

tableextension 50234 "AA0234 Ext" extends Customer
{
    fields
    {
        field(50100; [=Extra=]; Integer) { }
        modify(Name)
        {
            Caption = 'Name';
        }
    }
}
