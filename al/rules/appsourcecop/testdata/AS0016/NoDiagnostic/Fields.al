table 70000000 "ABC Rating"
{
    DataClassification = CustomerContent;

    fields
    {
        field(1; "No."; Code[20]) { }
        field(2; Score; Integer) { DataClassification = SystemMetadata; }
        field(3; Total; Decimal) { FieldClass = FlowField; CalcFormula = sum("ABC Rating".Score); }
        field(4; DateFilter; Date) { FieldClass = FlowFilter; }
        field(5; Old; Integer)
        {
            ObsoleteState = Removed;
            ObsoleteReason = 'Unused.';
            ObsoleteTag = '2.0';
        }
    }
}

table 70000001 "ABC Rating Buffer"
{
    TableType = Temporary;

    fields
    {
        field(1; "No."; Code[20]) { }
    }
}

tableextension 70000002 "ABC Customer" extends Customer
{
    fields
    {
        field(70000000; "ABC Rating"; Integer) { DataClassification = CustomerContent; }
        modify(Name) { Caption = 'Name'; }
    }
}

tableextension 70000003 "ABC Buffer Ext" extends "ABC Rating Buffer"
{
    fields
    {
        // the base table is temporary: nothing is stored
        field(70000001; "ABC Extra"; Integer) { }
    }
}
