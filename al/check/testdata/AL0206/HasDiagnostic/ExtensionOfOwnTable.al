table 50110 "Base Record"
{
    fields
    {
        field(1; "No."; Code[20]) { }
        field(50000; Extra; Integer) { }
    }
}

tableextension 50111 "Base Record Ext" extends "Base Record"
{
    fields
    {
        field([=50000=]; "Ext Extra"; Integer) { }
        field([=50001=]; "Ext Other"; Integer) { }
    }
}

tableextension 50112 "Base Record Ext 2" extends "Base Record"
{
    fields
    {
        field([=50001=]; "Second Other"; Integer) { }
        field(50002; "Second Own"; Integer) { }
        field([=50002=]; "Second Own Again"; Integer) { }
    }
}
