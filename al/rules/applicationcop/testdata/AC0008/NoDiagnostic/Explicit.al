table 50232 "AC0008 Shared"
{
    DataPerCompany = false;

    fields
    {
        field(1; "Entry No."; Integer) { }
    }
}

table 50233 "AC0008 Per Company"
{
    DataPerCompany = true;

    fields
    {
        field(1; "Entry No."; Integer) { }
    }
}

table 50234 "AC0008 Buffer"
{
    TableType = Temporary;

    fields
    {
        field(1; "Entry No."; Integer) { }
    }
}

table 50235 "AC0008 Old"
{
    ObsoleteState = Pending;
    ObsoleteReason = 'Replaced';
    ObsoleteTag = '25.0';

    fields
    {
        field(1; "Entry No."; Integer) { }
    }
}

tableextension 50236 "AC0008 Ext" extends "AC0008 Setup"
{
}
