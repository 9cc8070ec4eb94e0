page 50170 "AW0014 Page"
{
    actions
    {
        area(Promoted)
        {
            actionref(MyActionRef; MyPromotedAction) { }
        }
        area(Creation)
        {
            group([=MyGroup=])
            {
                Visible = false;
                action(MyPromotedAction) { }
            }
        }
    }
}
