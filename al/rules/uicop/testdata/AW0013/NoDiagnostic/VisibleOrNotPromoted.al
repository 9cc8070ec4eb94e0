page 50161 "AW0013 Fine"
{
    actions
    {
        area(Creation)
        {
            group(Shown)
            {
                action(Promo)
                {
                    Promoted = true;
                }
            }
            group(HiddenPlain)
            {
                Visible = false;
                action(Plain)
                {
                    Promoted = false;
                }
            }
            group(Conditional)
            {
                // an expression is not judged
                Visible = ShowGroup;
                action(Promo2)
                {
                    Promoted = true;
                }
            }
        }
    }

    var
        ShowGroup: Boolean;
}
