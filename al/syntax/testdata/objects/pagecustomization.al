pagecustomization "Demo Simple Card" customizes "Customer Card"
{
    ClearActions = true;
    ClearLayout = false;
    ClearViews = true;

    layout
    {
        modify(Name) { Visible = true; }
    }

    actions
    {
        modify(Statistics) { Visible = false; }
    }
}
