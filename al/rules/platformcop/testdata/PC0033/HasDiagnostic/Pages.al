table 50500 "Club Order"
{
    fields
    {
        field(1; "Entry No."; Integer) { }
        field(2; "Qty. to Ship"; Decimal) { }
        field(3; "Qty to Ship Base"; Decimal) { }
        field(4; "Ship-to Code"; Code[10]) { }
        field(5; Tax; Decimal) { }
    }
    keys
    {
        key(PK; "Entry No.") { }
    }
}

page 50500 "Club Orders"
{
    PageType = List;
    SourceTable = "Club Order";

    layout
    {
        area(Content)
        {
            repeater(Lines)
            {
                field([="Qty. to Ship"=]; Rec."Qty. to Ship") { }
                field([="Qty to Ship"=]; Rec."Qty to Ship Base") { }
                // The key field "Entry No." is not shown: it is published as Entry_No.
                field([=Entry_No=]; Rec.Tax) { }
            }
        }
    }
}

// No PageType: a Card.
page 50501 "Club Order Card"
{
    SourceTable = "Club Order";

    layout
    {
        area(Content)
        {
            group(General)
            {
                field("Entry No."; Rec."Entry No.") { }
                field([="Tax%"=]; Rec.Tax) { }
                field([=TaxPercent=]; Rec.Tax) { }
            }
        }
    }
}

page 50502 "Club Order Worksheet"
{
    PageType = Worksheet;
    SourceTable = "Club Order";

    layout
    {
        area(Content)
        {
            repeater(Lines)
            {
                field("Entry No."; Rec."Entry No.") { }
                field([="Ship-to Code"=]; Rec."Ship-to Code") { }
                field([="Ship to (Code)"=]; Rec."Ship-to Code") { }
            }
        }
    }
}
