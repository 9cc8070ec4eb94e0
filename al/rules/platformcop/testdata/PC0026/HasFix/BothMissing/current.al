page 50301 [="PC0026 Both Missing Fix"=]
{
    PageType = API;
    APIPublisher = 'alfix';
    APIGroup = 'tests';
    APIVersion = 'v1.0';
    EntityName = 'customer';
    EntitySetName = 'customers';
    SourceTable = "PC0026 Party";
    DelayedInsert = true;

    layout
    {
        area(Content)
        {
            repeater(Records)
            {
                field(number; Rec."No.") { }
                field(displayName; Rec.Name) { }
            }
        }
    }
}

table 50302 "PC0026 Party"
{
    Caption = 'PC0026 Party';

    fields
    {
        field(1; "No."; Code[20]) { Caption = 'No.'; }
        field(2; Name; Text[100]) { Caption = 'Name'; }
    }
}
