table 50100 "Loyalty Points Entry"
{
    Caption = 'Loyalty Points Entry';
    DataClassification = CustomerContent;

    fields
    {
        field(1; "Entry No."; Integer)
        {
            Caption = 'Entry No.';
            DataClassification = CustomerContent;
        }
        field(2; "Customer No."; Code[20])
        {
            Caption = 'Customer No.';
        }
        field(3; Points; Decimal)
        {
            Caption = 'Points';
        }
        field(4; "Total Points"; Decimal)
        {
            Caption = '';
            FieldClass = FlowField;
            CalcFormula = sum("Loyalty Points Entry".Points where("Customer No." = field("Customer No.")));
        }
    }

    keys
    {
        key(PK; "Entry No.")
        {
            Clustered = true;
        }
    }
}
