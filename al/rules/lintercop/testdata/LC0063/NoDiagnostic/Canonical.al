page 50311 "LC0063 Good API"
{
    PageType = API;
    APIPublisher = 'fixtures';
    APIGroup = 'sales';
    APIVersion = 'v1.0';
    EntityName = 'vendor';
    EntitySetName = 'vendors';
    SourceTable = "LC0063 Vendor";
    DelayedInsert = true;
    ODataKeyFields = SystemId;

    layout
    {
        area(Content)
        {
            repeater(Records)
            {
                field(id; Rec.SystemId) { }
                field(displayName; Rec.Name) { }
                field(lastModifiedDateTime; Rec.SystemModifiedAt) { }
                field(number; Rec."No.") { }
                field(vendorNumber; Rec."Vendor No.") { }
                field(NO; Rec."Code No.") { }
                field(total; GetTotal()) { }
                field(other; Other.Name) { }
            }
        }
    }

    var
        Other: Record "LC0063 Vendor";

    local procedure GetTotal(): Decimal
    begin
    end;
}

page 50312 "LC0063 Card"
{
    PageType = Card;
    SourceTable = "LC0063 Vendor";

    layout
    {
        area(Content)
        {
            field(no; Rec."No.") { }
            field(name; Rec.Name) { }
        }
    }
}

table 50311 "LC0063 Vendor"
{
    fields
    {
        field(1; "No."; Code[20]) { }
        field(2; Name; Text[100]) { }
        field(3; "Vendor No."; Code[20]) { }
        field(4; "Code No."; Code[20]) { }
    }
}
