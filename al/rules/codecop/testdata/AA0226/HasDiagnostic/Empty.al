table 50226 "AA0226 Table"
{
    fields
    {
        field(1; "No."; Code[20])
        {
            Caption = [=''=];
        }
    }
}

tableextension 50226 "AA0226 Ext" extends Customer
{
    fields
    {
        field(50100; Extra; Integer)
        {
            Caption = [=''=], Locked = true;
        }
    }
}
