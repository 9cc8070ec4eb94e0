pagecustomization "Demo Simple Card" customizes "Customer Card"
{
    clearactions;
    clearlayout;
    clearviews;

    layout
    {
        modify(Name) { Visible = true; }
    }

    actions
    {
        modify(Statistics) { Visible = false; }
    }
}
