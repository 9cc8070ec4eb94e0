page 50180 "AW0015 List"
{
    PageType = List;
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
