report 50152 "Reader Report"
{
    ProcessingOnly = true;
    Permissions = tabledata Alpha = r,
                  tabledata Beta = r,
                  tabledata Gamma = r;

    dataset
    {
        dataitem(BetaItem; Beta)
        {
        }
    }
}

table 50152 Alpha
{
    fields
    {
        field(1; Id; Integer) { }
    }
}

table 50153 Beta
{
    fields
    {
        field(1; Id; Integer) { }
    }
}

table 50154 Gamma
{
    fields
    {
        field(1; Id; Integer) { }
    }
}
