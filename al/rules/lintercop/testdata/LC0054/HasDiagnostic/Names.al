interface [="Payment Provider"=]
{
}

interface [="I Payment"=]
{
}

interface [=iShipping=]
{
}
