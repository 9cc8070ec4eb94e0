page 50210 "Actions With Effects"
{
    PageType = Card;

    actions
    {
        area(Navigation)
        {
            action(OpenCustomers)
            {
                ApplicationArea = All;
                RunObject = page "Customer List";
            }
            group(More)
            {
                Caption = 'More';
            }
        }
        area(Processing)
        {
            action(Show)
            {
                ApplicationArea = All;
                trigger OnAction()
                begin
                    Message('shown');
                end;
            }
        }
        area(Promoted)
        {
            actionref(Show_Promoted; Show) { }
        }
    }
}
