report 50266 "PC0032 Statement"
{
    DefaultRenderingLayout = Statement;

    dataset
    {
        dataitem(Customer; "PC0032 Customer")
        {
            column(No; "No.") { }
        }
    }

    rendering
    {
        layout(Statement)
        {
            Type = Word;
            [=Caption=] = 'This layout prints the customer statement with aging buckets, open entries, payment reminders, contact details and a remittance slip, which takes more room than the Report Layout Selection page keeps for a caption of a single layout in Business Central, as we find out';
            [=summary=] = 'This layout prints the customer statement with aging buckets, open entries, payment reminders, contact details and a remittance slip, which takes more room than the Report Layout Selection page keeps for a caption of a single layout in Business Central, as we find out', Comment = 'translated';
            LayoutFile = 'Statement.docx';
        }
        layout(Escaped)
        {
            Type = Word;
            [=Caption=] = 'It''s aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa';
            LayoutFile = 'Escaped.docx';
        }
    }
}

reportextension 50267 "PC0032 Statement Ext" extends "PC0032 Statement"
{
    rendering
    {
        layout(Extra)
        {
            Type = Excel;
            [=Summary=] = 'This layout prints the customer statement with aging buckets, open entries, payment reminders, contact details and a remittance slip, which takes more room than the Report Layout Selection page keeps for a caption of a single layout in Business Central, as we find out';
            LayoutFile = 'Extra.xlsx';
        }
    }
}

table 50266 "PC0032 Customer"
{
    fields
    {
        field(1; "No."; Code[20]) { }
    }
}
