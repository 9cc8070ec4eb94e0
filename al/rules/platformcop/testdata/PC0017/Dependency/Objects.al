table 70300 "Dep Vehicle"
{
    fields
    {
        field(1; "No."; Code[20]) { }
    }
}

page 70300 "Dep Vehicle List"
{
    PageType = List;
    SourceTable = "Dep Vehicle";
}

page 70301 "Dep Welcome"
{
    PageType = NavigatePage;
}
