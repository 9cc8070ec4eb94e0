page 50194 "AA0194 Page"
{
    actions
    {
        area(Processing)
        {
            action(Open)
            {
                RunObject = page "Customer List";
            }
            action(Run)
            {
                trigger OnAction()
                begin
                    Message('Done');
                end;
            }
            group(More)
            {
                action(Nested)
                {
                    trigger OnAction()
                    begin
                        Message('Nested');
                    end;
                }
            }
            action(Old)
            {
                ObsoleteState = Pending;
                ObsoleteReason = 'Not used.';
            }
        }
        area(Promoted)
        {
            actionref(Run_Promoted; Run) { }
        }
    }
}

pageextension 50194 "AA0194 Ext" extends "Customer Card"
{
    actions
    {
        modify(Post)
        {
            Visible = false;
        }
    }
}
