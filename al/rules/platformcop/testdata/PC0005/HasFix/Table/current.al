table 50231 [="PC0005 Fix"=]
{
    Caption = 'PC0005 Fix';
    DataClassification = CustomerContent;

    fields { field(1; "No."; Code[20]) { } }
}
