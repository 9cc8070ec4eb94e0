table 71000 "Base Document"
{
    fields
    {
        field(1; "No."; Code[20]) { }
        field(2; "Customer No."; Code[20]) { }
        field(3; Status; Option) { OptionMembers = Open,Released; }
        field(4; Description; Text[100]) { }
        field(5; "Posting Date"; Date) { }
        field(6; Amount; Decimal)
        {
            FieldClass = FlowField;
            CalcFormula = sum("Base Document Line".Amount where("Document No." = field("No.")));
        }
        field(7; "Date Filter"; Date)
        {
            FieldClass = FlowFilter;
        }
    }

    keys
    {
        key(PK; "No.") { Clustered = true; }
        key(Customer; "Customer No.", "Posting Date") { }
    }
}

table 71001 "Base Document Line"
{
    fields
    {
        field(1; "Document No."; Code[20]) { }
        field(2; "Line No."; Integer) { }
        field(3; Amount; Decimal) { }
    }

    keys
    {
        key(PK; "Document No.", "Line No.") { Clustered = true; }
    }
}

table 71002 "Doc Buffer"
{
    TableType = Temporary;

    fields
    {
        field(1; "Entry No."; Integer) { }
        field(2; Description; Text[100]) { }
    }

    keys
    {
        key(PK; "Entry No.") { Clustered = true; }
    }
}

table 71003 "CRM Doc Copy"
{
    TableType = CRM;

    fields
    {
        field(1; ContactId; Guid) { }
        field(2; FullName; Text[100]) { }
    }

    keys
    {
        key(PK; ContactId) { Clustered = true; }
    }
}
