page 50153 "PC0024 Old API"
{
    PageType = API;
    APIPublisher = 'alfix';
    APIGroup = 'tests';
    APIVersion = 'v1.0';
    EntityName = 'oldItem';
    EntitySetName = 'oldItems';
    SourceTable = Item;
    ObsoleteState = Pending;
    ObsoleteReason = 'Use v2.0.';
    [|ApplicationArea = All;|]

    layout
    {
        area(Content)
        {
            field(number; Rec."No.") { [|ApplicationArea = All;|] }
        }
    }
}
