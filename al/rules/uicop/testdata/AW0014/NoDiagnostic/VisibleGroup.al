page 50171 "AW0014 Fine"
{
    actions
    {
        area(Promoted)
        {
            actionref(MyActionRef; ShownAction) { }
        }
        area(Creation)
        {
            group(Shown)
            {
                action(ShownAction) { }
            }
            group(Hidden)
            {
                Visible = false;
                action(NotReferenced) { }
            }
        }
    }
}
