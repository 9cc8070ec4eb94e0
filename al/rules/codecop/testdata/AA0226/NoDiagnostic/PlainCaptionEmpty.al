// A plain empty Caption is accepted: microsoft/BCApps builds such a table field with AA0226 at Error.
table 50226 "AA0226 Table"
{
    fields
    {
        field(1; "No."; Code[20])
        {
            Caption = '';
        }
    }
}

tableextension 50226 "AA0226 Ext" extends Customer
{
    fields
    {
        field(50100; Extra; Integer)
        {
            Caption = '', Locked = true;
        }
    }
}
