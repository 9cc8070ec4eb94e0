page 50160 "AW0013 Page"
{
    actions
    {
        area(Creation)
        {
            group([=MyGroup=])
            {
                Visible = false;
                action(MyAction) { }
                group(Nested)
                {
                    action(MyPromotedAction)
                    {
                        Promoted = true;
                    }
                }
            }
        }
    }
}
