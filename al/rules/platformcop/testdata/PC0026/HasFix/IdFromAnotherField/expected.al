page 50298 "PC0026 Buffer Fix"
{
    PageType = API;
    APIPublisher = 'alfix';
    APIGroup = 'tests';
    APIVersion = 'v1.0';
    EntityName = 'order';
    EntitySetName = 'orders';
    SourceTable = "PC0026 Order Buffer";
    DelayedInsert = true;

    layout
    {
        area(Content)
        {
            repeater(Records)
            {
                field(id; Rec.Id) { }
                field(number; Rec."No.") { }
                field(lastModifiedDateTime; Rec.SystemModifiedAt) { }
            }
        }
    }
}

table 50300 "PC0026 Order Buffer"
{
    Caption = 'PC0026 Order Buffer';

    fields
    {
        field(1; Id; Guid) { Caption = 'Id'; }
        field(2; "No."; Code[20]) { Caption = 'No.'; }
    }
}
