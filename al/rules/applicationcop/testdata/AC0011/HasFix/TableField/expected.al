table 50184 "Fix Field"
{
    Caption = 'Fix Field';

    fields
    {
        field(1; "Customer's No."; Code[20])
        {
            DataClassification = CustomerContent;
            Caption = 'Customer''s No.';
        }
    }
}
