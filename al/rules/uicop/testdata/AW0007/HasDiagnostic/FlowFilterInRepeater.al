table 50180 "AW0007 Account"
{
    fields
    {
        field(1; "No."; Code[20]) { }
        field(2; "Date Filter"; Date) { FieldClass = FlowFilter; }
        field(3; Balance; Decimal) { FieldClass = FlowField; CalcFormula = sum("AW0007 Account".Amount where("No." = field("No."))); }
        field(4; Amount; Decimal) { }
    }
}

page 50181 "AW0007 Accounts"
{
    PageType = List;
    SourceTable = "AW0007 Account";

    layout
    {
        area(Content)
        {
            repeater(Lines)
            {
                field("No."; Rec."No.") { }
                field([="Date Filter"=]; Rec."Date Filter") { }
                group(More)
                {
                    field([=DateFilter=]; "Date Filter") { }
                }
            }
        }
    }
}
