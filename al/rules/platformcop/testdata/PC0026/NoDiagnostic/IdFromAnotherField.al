table 50295 "PC0026 Document Buffer"
{
    Caption = 'PC0026 Document Buffer';

    fields
    {
        field(1; Id; Guid) { Caption = 'Id'; }
        field(2; "No."; Code[20]) { Caption = 'No.'; }
        field(3; "Last Modified Date Time"; DateTime) { Caption = 'Last Modified Date Time'; }
    }
}

page 50296 "PC0026 Buffer API"
{
    PageType = API;
    APIPublisher = 'alfix';
    APIGroup = 'tests';
    APIVersion = 'v1.0';
    EntityName = 'document';
    EntitySetName = 'documents';
    SourceTable = "PC0026 Document Buffer";
    DelayedInsert = true;

    layout
    {
        area(Content)
        {
            repeater(Records)
            {
                field(id; Rec.Id) { }
                field(number; Rec."No.") { }
                field(lastModifiedDateTime; Rec."Last Modified Date Time") { }
            }
        }
    }
}
