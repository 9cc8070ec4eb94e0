table 70000000 "ABC Rating"
{
    fields
    {
        field(1; [="No."=]; Code[20]) { }
        field(2; [=Score=]; Integer) { DataClassification = ToBeClassified; }
        field(3; [=Note=]; Text[50]) { FieldClass = Normal; }
        field(4; Total; Decimal) { FieldClass = FlowField; CalcFormula = sum("ABC Rating".Score); }
        field(5; Customer; Code[20]) { DataClassification = CustomerContent; }
    }
}

table 70000001 "ABC Rating Setup"
{
    DataClassification = ToBeClassified;

    fields
    {
        field(1; [=Code=]; Code[10]) { }
        field(2; Limit; Integer) { DataClassification = SystemMetadata; }
    }
}

tableextension 70000002 "ABC Customer" extends Customer
{
    fields
    {
        field(70000000; [="ABC Rating"=]; Integer) { }
    }
}
