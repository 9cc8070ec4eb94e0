page 50150 "AW0012 Role Center"
{
    PageType = RoleCenter;
    [=AboutTitle = 'About this role';=]
    [=AboutText = 'Your daily work starts here.';=]
}

page 50151 "AW0012 Wizard"
{
    PageType = NavigatePage;
    [=AboutTitleML = ENU = 'About the setup';=]
}
