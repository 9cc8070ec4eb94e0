table 50226 "AA0226 Table"
{
    fields
    {
        field(1; "No."; Code[20])
        {
            CaptionML = ENU = 'No.', DAN = [=''=];
        }
        field(2; Name; Text[50])
        {
            CaptionML = ENU = [=''=];
        }
    }
}

tableextension 50226 "AA0226 Ext" extends Customer
{
    fields
    {
        field(50100; Extra; Integer)
        {
            CaptionML = DEU = 'Extra', ENU = [=''=];
        }
    }
}
