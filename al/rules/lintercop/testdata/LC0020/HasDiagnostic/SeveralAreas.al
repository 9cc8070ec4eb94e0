page 50141 "LC0020 Card"
{
    PageType = Card;
    ApplicationArea = Basic, Suite;
    SourceTable = Customer;

    layout
    {
        area(Content)
        {
            group(General)
            {
                [=ApplicationArea = Basic,Suite;=]
                field(Name; Rec.Name) { }
            }
        }
    }
}
