page 50180 "AW0015 Card"
{
    PageType = Card;
    SourceTable = Customer;

    actions
    {
        area(Processing)
        {
            action([=OpenLine=])
            {
                Scope = Repeater;
            }
            action([=CloseLine=])
            {
                Scope = Repeater;
                Promoted = false;
            }
        }
    }
}
