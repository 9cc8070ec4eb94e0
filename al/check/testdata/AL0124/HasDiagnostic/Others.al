codeunit 50103 "Bar Mgt."
{
    [=ReadOnly=] = true;
}

enum 50104 "Bar Kind"
{
    value(0; None)
    {
        [=ToolTip=] = 'None';
    }
}

query 50105 "Bar Query"
{
    elements
    {
        dataitem(Customer; Customer)
        {
            column(No; "No.")
            {
                [=Visible=] = false;
            }
        }
    }
}

report 50106 "Bar Report"
{
    dataset
    {
        dataitem(Customer; Customer)
        {
            column(No; "No.")
            {
                [=ToolTip=] = 'No.';
            }
        }
    }
}

controladdin "Bar Addin"
{
    [=Caption=] = 'Bar';
    Scripts = 'script.js';
}
