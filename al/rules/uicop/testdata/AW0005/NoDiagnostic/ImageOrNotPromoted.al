page 50151 "AW0005 Orders"
{
    PageType = List;
    SourceTable = Customer;

    actions
    {
        area(Processing)
        {
            action(Release)
            {
                Promoted = true;
                Image = ReleaseDoc;
            }
            action(Print) { }
            action(Archive) { Promoted = false; }
        }
        area(Promoted)
        {
            actionref(Print_Promoted; Print) { }
        }
    }
}
