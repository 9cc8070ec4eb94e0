table 50182 "AW0007 Account"
{
    fields
    {
        field(1; "No."; Code[20]) { }
        field(2; "Date Filter"; Date) { FieldClass = FlowFilter; }
        field(3; Balance; Decimal) { FieldClass = FlowField; CalcFormula = sum("AW0007 Account".Amount where("No." = field("No."))); }
        field(4; Amount; Decimal) { }
    }
}

page 50183 "AW0007 Account Card"
{
    PageType = Card;
    SourceTable = "AW0007 Account";

    layout
    {
        area(Content)
        {
            group(General)
            {
                field("Date Filter"; Rec."Date Filter") { }
            }
            repeater(Lines)
            {
                field(Balance; Rec.Balance) { }
                field(Amount; Rec.Amount) { }
            }
        }
    }
}

page 50184 "AW0007 Accounts API"
{
    PageType = API;
    APIPublisher = 'alfix';
    APIGroup = 'tests';
    APIVersion = 'v1.0';
    EntityName = 'account';
    EntitySetName = 'accounts';
    SourceTable = "AW0007 Account";
    DelayedInsert = true;

    layout
    {
        area(Content)
        {
            repeater(Records)
            {
                field(number; Rec."No.") { }
                field(dateFilter; Rec."Date Filter") { }
            }
        }
    }
}
